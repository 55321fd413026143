// The server's messages and validation keys of the games, in both languages (Thai first);
// merged into the one catalogue in messages.ts.
export const gameMessages = {
  'game.launch_ok': { th: 'เชื่อมต่อเกมสำเร็จ', en: 'Game ready' },
  'game.unavailable': { th: 'ไม่สามารถเชื่อมต่อเกมได้', en: 'Cannot connect to the game' },
  'game.deposit_required': {
    th: 'ไม่สามารถเล่นได้ กรุณาฝากเงินขั้นต่ำ',
    en: 'Cannot play, please make a minimum deposit',
  },
  'game.bad_signature': { th: 'ลายเซ็นไม่ถูกต้อง', en: 'Invalid signature' },
  'game.stale_request': { th: 'คำขอหมดอายุหรือถูกส่งซ้ำ', en: 'The request is stale or replayed' },
  'game.session_invalid': {
    th: 'ไม่พบเซสชันเกม หรือเซสชันสิ้นสุดแล้ว กรุณาเข้าเกมใหม่จากหน้าหลัก',
    en: 'Unknown or ended game session, please open the game again from the home page',
  },
  'game.insufficient_funds': { th: 'ยอดเงินไม่เพียงพอ', en: 'Insufficient balance' },
  'game.tx_conflict': {
    th: 'รหัสรายการนี้ถูกใช้กับรายการอื่นแล้ว',
    en: 'This transaction id was used for a different transaction',
  },
  'game.tx_settled': {
    th: 'รายการนี้สรุปผลแล้ว ยกเลิกไม่ได้',
    en: 'The transaction is already settled and cannot be rolled back',
  },
  'game.tx_rolled_back': { th: 'รายการนี้ถูกยกเลิกแล้ว', en: 'The transaction was rolled back' },
  'game.round_not_found': { th: 'ไม่พบรอบการเล่นนี้', en: 'The round was not found' },
  'game.round_settled': { th: 'รอบการเล่นนี้สรุปผลแล้ว', en: 'The round is already settled' },
  'game.round_other_session': {
    th: 'รอบการเล่นนี้เป็นของเซสชันเกมอื่น',
    en: 'The round belongs to another game session',
  },
  'game.credit_over_max_win': {
    th: 'ยอดรางวัลเกินกว่าที่เกมนี้จ่ายได้สำหรับเดิมพันของรอบ',
    en: 'The win is more than this game can pay on the round’s stakes',
  },
  'game.bet_suspended': {
    th: 'บัญชีนี้ถูกระงับการแทง รวมถึงการเล่นเกม',
    en: 'Betting is suspended on this account, games included',
  },
  'game.above_maximum': {
    th: 'ยอดเดิมพันเกินยอดแทงสูงสุดของบัญชีนี้',
    en: 'The stake is over this account’s largest stake',
  },
  'validation.game_tx_id': {
    th: 'รหัสรายการต้องเป็นตัวอักษร ตัวเลข หรือ _ : . - ไม่เกิน 64 ตัว',
    en: 'A transaction id is 1 to 64 letters, digits or _ : . -',
  },
  'validation.game_session': { th: 'ไม่มีเซสชันเกม', en: 'The game session is missing' },
  'validation.game_timestamp': { th: 'ไม่มีเวลาของคำขอ', en: 'The request timestamp is missing' },
} as const satisfies Record<string, { th: string; en: string }>;
