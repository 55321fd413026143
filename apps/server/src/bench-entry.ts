// The server's public entry for the bench (bench/, `@sanam/server/bench`): what bench (c) needs to lay a
// round of 100,000 bets in bulk with the very code the server writes them with (the members module's
// insert, the ledger's balance rows and post(), the bet statement's bill upsert), so the settlement it
// times reads the rows the bet path would have left. Nothing else outside the server imports its files.
export { createPostgresDb, type Db } from './db/db.ts';
export { openMemberAccounts, post } from './ledger/ledger.ts';
export { addToBillsSql } from './modules/betting/index.ts';
export { insertMemberUnlessTaken } from './modules/members/index.ts';
