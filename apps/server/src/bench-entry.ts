// The server's public entry for the bench (bench/, `@sanam/server/bench`): bench (c) lays a round of
// 100,000 bets in bulk with the very code the server writes them with (the ledger's post, the bet
// statement's bill upsert), so the settlement it times reads the rows the bet path would have left,
// and its members as the settlement-scale test lays them (a test factory, bulk-members.ts).
// Nothing else outside the server imports its files, and this file reaches the server only through
// the public entries of its parts (the ledger's ledger.ts, a module's index.ts) and that factory.
export { createPostgresDb, type Db } from './db/db.ts';
export { post } from './ledger/ledger.ts';
export { addToBillsSql } from './modules/betting/index.ts';
export { bulkFundedMembers } from './test/factories/bulk-members.ts';
