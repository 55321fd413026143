// The Thai words of the member app: the default and fallback language, bundled with the app shell.
// The match room and pre-fight page keep their words in their own pair of files, as do the games, the
// step page, the event bets, the chat, the home page's game entries, the statement of activity and
// the offer to set a deposit limit.
import th from './th.json';
import room from './room.th.json';
import games from './games.th.json';
import step from './step.th.json';
import events from './events.th.json';
import chat from './chat.th.json';
import gameEntry from './game-entry.th.json';
import activity from './activity.th.json';
import depositPrompt from './deposit-prompt.th.json';

export const thai = [th, room, games, step, events, chat, gameEntry, activity, depositPrompt];
