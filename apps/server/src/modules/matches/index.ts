// The matches module's public entry (what games, stream and the seed use; i22-rounds adds theirs).
export {
  createMatch,
  getMatch,
  isLiveChannel,
  liveAccessAllowed,
  publishRate,
  setBettingOpen,
  setTieOpen,
} from './service.ts';
