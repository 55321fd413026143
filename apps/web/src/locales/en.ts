// The English words of the member app: a chunk of its own, fetched only when English is chosen or
// detected (most members read Thai). Same files as th.ts, and the words of responsible play's breaks
// and reality check and of the odds-change choice, whose Thai comes with the modules that show them
// (lib/i18n.ts addThaiWords).
import en from './en.json';
import room from './room.en.json';
import games from './games.en.json';
import step from './step.en.json';
import events from './events.en.json';
import chat from './chat.en.json';
import gameEntry from './game-entry.en.json';
import activity from './activity.en.json';
import depositPrompt from './deposit-prompt.en.json';
import playBreaks from './play-breaks.en.json';
import oddsAccept from './odds-accept.en.json';

export const english = [
  en,
  room,
  games,
  step,
  events,
  chat,
  gameEntry,
  activity,
  depositPrompt,
  playBreaks,
  oddsAccept,
];
