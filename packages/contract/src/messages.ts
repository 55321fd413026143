// Every message the server sends and every validation rule's message, in both languages (Thai first).
// The server picks the text by Accept-Language; the apps merge this catalogue into their i18n
// resources, so a zod issue's message key renders the same words on both sides.

import { accessMessages } from './messages-access.ts';
import { auditMessages } from './messages-audit.ts';
import { cashierMessages, slipRecheckMessages } from './messages-cashier.ts';
import { consoleSessionMessages } from './console-session.ts';
import { chatMessages } from './messages-chat.ts';
import { eventMessages } from './messages-events.ts';
import { gameMessages } from './messages-games.ts';
import { inputMessages } from './messages-input.ts';
import { memberAccountMessages, passwordResetMessages } from './messages-member-account.ts';
import { playMessages } from './messages-play.ts';
import { playDeskMessages } from './messages-play-desk.ts';
import { reportMessages } from './messages-reports.ts';
import { staffMessages } from './messages-staff.ts';
import { stepMessages } from './messages-steps.ts';
import { totpMessages } from './messages-totp.ts';
import { referralMessages } from './referrals.ts';
import { riskMessages } from './risk.ts';
import { stakeMessages } from './stakes.ts';
import { wagerMessages } from './wager-rules.ts';

const coreMessages = {
  // generic
  ok: { th: 'สำเร็จ', en: 'Success' },
  'error.internal': { th: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง', en: 'An error occurred, please try again' },
  'error.bad_json': { th: 'ข้อมูลที่ส่งมาไม่ถูกต้อง', en: 'The request body is not valid JSON' },
  'error.body_too_large': { th: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป', en: 'The request body is too large' },
  'error.validation': { th: 'ข้อมูลไม่ถูกต้อง', en: 'Invalid data' },
  'error.not_found': { th: 'ไม่พบข้อมูล', en: 'Not found' },
  'error.unauthorized': { th: 'กรุณาเข้าสู่ระบบ', en: 'Please log in' },
  'error.forbidden': { th: 'ไม่มีสิทธิ์ใช้งาน', en: 'You do not have permission' },
  'error.too_many_requests': {
    th: 'มีคำขอมากเกินไป กรุณารอสักครู่',
    en: 'Too many requests, please wait a moment',
  },
  'error.not_ready': { th: 'ระบบยังไม่พร้อมใช้งาน', en: 'The service is not ready' },
  // a node that is stopping (a deploy, a restart) takes no new work; the balancer or the
  // app tries again on another node
  'error.shutting_down': {
    th: 'ระบบกำลังเริ่มใหม่ กรุณาลองอีกครั้งในไม่กี่วินาที',
    en: 'The service is restarting, please try again in a few seconds',
  },

  // auth
  'auth.login_ok': { th: 'เข้าสู่ระบบสำเร็จ', en: 'Logged in' },
  'auth.invalid_credentials': {
    th: 'เข้าสู่ระบบไม่สำเร็จ: เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
    en: 'Login failed: phone or password is incorrect',
  },
  'auth.invalid_operator_credentials': {
    th: 'เข้าสู่ระบบไม่สำเร็จ: ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    en: 'Login failed: username or password is incorrect',
  },
  'auth.too_many_attempts': {
    th: 'เข้าสู่ระบบผิดพลาดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่',
    en: 'Too many failed logins, please wait 15 minutes and try again',
  },
  'auth.blocked': { th: 'บัญชีนี้ถูกระงับ กรุณาติดต่อแอดมิน', en: 'This account is suspended, please contact admin' },
  'auth.invalid_token': { th: 'Invalid token', en: 'Invalid token' },
  'auth.session_ended': {
    th: 'เซสชันสิ้นสุดแล้ว กรุณาเข้าสู่ระบบใหม่',
    en: 'Your session has ended, please log in again',
  },
  'auth.refresh_failed': { th: 'Token refresh failed', en: 'Token refresh failed' },
  'auth.refresh_reused': {
    th: 'ตรวจพบการใช้โทเค็นซ้ำ ออกจากระบบทุกอุปกรณ์ของเซสชันนี้แล้ว',
    en: 'A used refresh token was presented; the session has been ended',
  },
  'auth.revoked': { th: 'ออกจากระบบแล้ว', en: 'Logged out' },
  'auth.member_token_refused': {
    th: 'ไม่มีสิทธิ์ใช้งานคอนโซลผู้ดูแล',
    en: 'Member tokens cannot use the operator console',
  },
  'auth.phone_taken': { th: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว', en: 'This phone number is already registered' },
  'auth.bank_account_taken': { th: 'เลขบัญชีนี้ถูกใช้สมัครแล้ว', en: 'This bank account is already registered' },
  'auth.referrer_unknown': { th: 'ไม่พบผู้แนะนำนี้', en: 'This referrer does not exist' },
  'auth.register_ok': { th: 'สมัครสมาชิกสำเร็จ', en: 'Registration successful' },
  'auth.chpw_ok': { th: 'เปลี่ยนรหัสผ่านเรียบร้อย', en: 'Password changed' },
  'auth.chpw_wrong_old': { th: 'รหัสผ่านเดิมไม่ถูกต้อง', en: 'The current password is incorrect' },
  'auth.chpw_same': {
    th: 'กรุณาตั้งรหัสผ่านใหม่ที่ต่างจากเดิม',
    en: 'Please choose a new password different from the old one',
  },
  'profile.updated': { th: 'บันทึกข้อมูลแล้ว', en: 'Profile saved' },
  'profile.ip_saved': { th: 'บันทึกแล้ว', en: 'Saved' },

  // validation (zod issue messages are these keys)
  'validation.required': { th: 'กรุณากรอกข้อมูล', en: 'This field is required' },
  'validation.phone_invalid': { th: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง', en: 'Please enter a valid phone number' },
  'validation.password_required': { th: 'กรุณากรอกรหัสผ่าน', en: 'Password is required' },
  'validation.password_min': {
    th: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
    en: 'Password must be at least 6 characters',
  },
  'validation.password_confirm_required': { th: 'กรุณายืนยันรหัสผ่าน', en: 'Please confirm your password' },
  'validation.password_mismatch': { th: 'รหัสผ่านไม่ตรงกัน', en: 'Passwords do not match' },
  'validation.username_required': { th: 'กรุณากรอกชื่อผู้ใช้', en: 'Username is required' },
  'validation.username_min': {
    th: 'ชื่อผู้ใช้ต้องมีอย่างน้อย 3 ตัวอักษร',
    en: 'Username must be at least 3 characters',
  },
  'validation.name_required': { th: 'กรุณากรอกชื่อ-นามสกุล', en: 'Full name is required' },
  'validation.bank_required': { th: 'กรุณาเลือกธนาคาร', en: 'Please select a bank' },
  'validation.bank_acc_required': { th: 'กรุณากรอกเลขบัญชีธนาคาร', en: 'Bank account number is required' },
  'validation.bank_acc_invalid': {
    th: 'เลขบัญชีธนาคารต้องเป็นตัวเลข 10 ถึง 15 หลัก',
    en: 'Bank account number must be 10 to 15 digits',
  },
  'validation.referrer_invalid': { th: 'รหัสผู้แนะนำไม่ถูกต้อง', en: 'Invalid referrer code' },
  'validation.amount_invalid': {
    th: 'จำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
    en: 'Invalid amount (at most 2 decimals)',
  },
  'validation.amount_positive': { th: 'จำนวนเงินต้องมากกว่า 0', en: 'The amount must be greater than 0' },
  'validation.amount_nonzero': { th: 'จำนวนเงินต้องไม่เป็น 0', en: 'The amount must not be 0' },
  'validation.reason_required': { th: 'กรุณาระบุเหตุผล', en: 'Please give a reason' },
  'validation.invalid': { th: 'ข้อมูลไม่ถูกต้อง', en: 'Invalid value' },
  'validation.too_long': { th: 'ข้อความยาวเกินไป', en: 'This text is too long' },
  'validation.unknown_field': { th: 'มีข้อมูลที่ไม่อนุญาตให้แก้ไข', en: 'This field cannot be changed' },

  // operator console
  'admin.member_not_found': { th: 'ไม่พบสมาชิก', en: 'Member not found' },
  'admin.member_updated': { th: 'บันทึกข้อมูลสมาชิกแล้ว', en: 'Member saved' },
  'admin.adjusted': { th: 'ปรับยอดเงินเรียบร้อย', en: 'Balance adjusted' },
  'admin.deposit_must_be_positive': { th: 'ยอดฝากต้องมากกว่า 0', en: 'A deposit must be positive' },

  // ledger
  'ledger.insufficient_balance': { th: 'ยอดเงินไม่เพียงพอ', en: 'Insufficient balance' },
  'ledger.unbalanced': { th: 'รายการบัญชีไม่สมดุล', en: 'The entry does not balance' },

  // matches and betting (DESIGN §4)
  'validation.multiplier_invalid': {
    th: 'อัตราจ่ายไม่ถูกต้อง (อย่างน้อย 1 ทศนิยมไม่เกิน 3 ตำแหน่ง)',
    en: 'Invalid multiplier (at least 1, at most 3 decimals)',
  },
  'validation.rate_invalid': {
    th: 'ราคาต้องเป็นจำนวนเต็ม 1 ถึง 1000',
    en: 'A rate must be a whole number from 1 to 1000',
  },
  'validation.bet_side_invalid': { th: 'กรุณาเลือกฝั่งที่จะแทง', en: 'Please choose a side' },
  'validation.ref_invalid': { th: 'รหัสอ้างอิงการแทงไม่ถูกต้อง', en: 'Invalid bet reference' },
  'validation.result_invalid': { th: 'ผลการแข่งขันไม่ถูกต้อง', en: 'Invalid result' },
  'bet.placed': { th: 'แทงสำเร็จ', en: 'Bet placed' },
  'bet.match_not_found': { th: 'ไม่พบคู่นี้', en: 'Match not found' },
  'bet.match_ended': { th: 'คู่นี้จบแล้ว ไม่สามารถแทงได้', en: 'This match has ended: no more bets' },
  'bet.closed': { th: 'ปิดรับแทงแล้ว', en: 'Betting is closed' },
  'bet.rate_not_current': {
    th: 'ราคาเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่',
    en: 'The rate has changed: please check the new rate',
  },
  'bet.tie_closed': { th: 'ปิดรับแทงเสมอแล้ว', en: 'Tie betting is closed' },
  'bet.notie_closed': { th: 'ไม่เปิดรับแทงไม่เสมอ', en: 'No-tie betting is not offered' },
  'bet.prefight_only': {
    th: 'คู่นี้รับแทงล่วงหน้าเท่านั้น',
    en: 'This match takes pre-fight bets only',
  },
  'bet.live_only': {
    th: 'คู่นี้ไม่ใช่คู่แทงล่วงหน้า',
    en: 'This match is not a pre-fight match: bet on it live',
  },
  'bet.regrade_not_settled': {
    th: 'แก้ผลได้เฉพาะคู่ที่จ่ายเงินแล้ว',
    en: 'Only a settled match can be regraded',
  },
  'bet.regrade_same_result': {
    th: 'ผลนี้คือผลปัจจุบันอยู่แล้ว',
    en: 'This is already the result of the match',
  },
  'match.not_found': { th: 'ไม่พบคู่นี้', en: 'Match not found' },
  'match.created': { th: 'สร้างคู่แล้ว', en: 'Match created' },
  'match.rate_published': { th: 'ประกาศราคาแล้ว', en: 'Rate published' },
  'match.opened': { th: 'เปิดรับแทงแล้ว', en: 'Betting opened' },
  'match.closed': { th: 'ปิดรับแทงแล้ว', en: 'Betting closed' },
  'match.side_switched': { th: 'บันทึกการเปิดปิดฝั่งแล้ว', en: 'Side switched' },
  'match.last_call_started': { th: 'เริ่มนับถอยหลังปิดรับแทงแล้ว', en: 'Last call started' },
  'match.last_call_cancelled': { th: 'ยกเลิกการนับถอยหลังแล้ว', en: 'Last call cancelled' },
  'match.limits_saved': { th: 'บันทึกวงเงินของคู่แล้ว', en: 'Round limits saved' },
  'match.tie_opened': { th: 'เปิดรับแทงเสมอแล้ว', en: 'Tie betting opened' },
  'match.tie_closed': { th: 'ปิดรับแทงเสมอแล้ว', en: 'Tie betting closed' },
  'match.ended': { th: 'จบคู่และจ่ายเงินแล้ว', en: 'Match ended and settled' },
  'match.already_ended': { th: 'คู่นี้จบแล้ว', en: 'This match has already ended' },
  'match.no_rate': { th: 'กรุณาประกาศราคาก่อนเปิดรับแทง', en: 'Publish a rate before opening betting' },
  'match.stadium_not_found': { th: 'ไม่พบสนาม', en: 'Stadium not found' },
  'match.next_not_found': { th: 'ไม่พบคู่ถัดไป', en: 'Next match not found' },
  // live access (DESIGN §7, spec §5) and the stream
  'live.eligible': { th: 'รับชมได้', en: 'You can watch' },
  'live.not_eligible': {
    th: 'ไม่สามารถรับชมได้ กรุณาฝากเงินขั้นต่ำภายใน 30 วันเพื่อใช้งาน',
    en: 'Cannot watch: please make the minimum deposit within 30 days to use this',
  },
  'stream.channel_invalid': { th: 'ไม่พบช่องถ่ายทอดสด', en: 'Stream channel not found' },
  'stream.unavailable': {
    th: 'ไม่สามารถเชื่อมต่อการถ่ายทอดสดได้ กรุณาลองใหม่',
    en: 'The live stream is unavailable, please try again',
  },
  'match.updated': { th: 'บันทึกข้อมูลคู่แล้ว', en: 'Match updated' },
  'match.regraded': { th: 'แก้ผลและจ่ายเงินใหม่แล้ว', en: 'Result corrected and bets settled again' },
  'stadium.created': { th: 'เพิ่มสนามแล้ว', en: 'Stadium added' },
  'stadium.updated': { th: 'บันทึกสนามแล้ว', en: 'Stadium saved' },

  // money in and out (spec §5, §8; DESIGN §7)
  'withdraw.amount_required': {
    th: 'กรุณากรอกจำนวนเงินที่ต้องการถอน',
    en: 'Please enter the amount to withdraw',
  },
  'withdraw.whole_baht': { th: 'กรุณากรอกเป็นตัวเลขจำนวนเต็มบาท', en: 'Please enter whole baht (digits only)' },
  'withdraw.min': {
    th: 'กรุณากรอกจำนวนเงินอย่างน้อย 100 บาท',
    en: 'Please enter an amount of at least 100 baht',
  },
  'withdraw.max': {
    th: 'กรุณากรอกจำนวนเงินไม่เกิน 20,000 บาท',
    en: 'Please enter 20,000 baht or less',
  },
  'withdraw.insufficient': { th: 'ยอดเงินไม่เพียงพอ', en: 'Insufficient balance' },
  'withdraw.no_bank': {
    th: 'ไม่พบบัญชีธนาคารสำหรับรับเงิน กรุณาติดต่อแอดมิน',
    en: 'No bank account to pay you into: please contact admin',
  },
  'withdraw.requested': {
    th: 'ส่งคำขอถอนเงินแล้ว รอเจ้าหน้าที่โอนเงินเข้าบัญชีของคุณ',
    en: 'Withdrawal requested: a cashier will transfer it to your bank account',
  },
  'withdraw.contact_admin': {
    th: 'เกิดข้อผิดพลาด กรุณาติดต่อแอดมิน',
    en: 'Something went wrong: please contact admin',
  },
  'slip.payload_required': { th: 'ไม่พบข้อมูล QR ของสลิป', en: 'The slip QR data is missing' },
  'slip.invalid': {
    th: 'ส่งสลิปไม่สำเร็จ กรุณาตรวจสอบรูป QR หรือติดต่อแอดมิน',
    en: 'Send slip failed: check the QR image or contact admin',
  },
  'slip.used': {
    th: 'สลิปนี้ถูกใช้เติมเงินไปแล้ว ไม่สามารถใช้ซ้ำได้',
    en: 'This slip has already been used and cannot be used again',
  },
  'slip.already_pending': {
    th: 'สลิปนี้ส่งแล้ว กำลังรอเจ้าหน้าที่ตรวจสอบ',
    en: 'This slip was already sent and is waiting for a cashier to check it',
  },
  'slip.credited': { th: 'เติมเงินสำเร็จ', en: 'Deposit credited' },
  'slip.pending': {
    th: 'ได้รับสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบ เครดิตจะเข้าเมื่ออนุมัติ',
    en: 'Slip received: a cashier will check it, and the credit arrives once approved',
  },
  'slip.pending_limit': {
    th: 'ได้รับสลิปแล้ว แต่ยอดนี้เกินวงเงินฝากของคุณ เจ้าหน้าที่จะคืนเงินให้ หรือเติมเครดิตเมื่อวงเงินเปิดให้',
    en: 'Slip received, but it passes your deposit limit: a cashier will return the money, or credit it once your limit allows',
  },
  'slip.pending_break': {
    th: 'ได้รับสลิปแล้ว แต่คุณอยู่ระหว่างพักการเล่น จึงเติมเครดิตไม่ได้ เจ้าหน้าที่จะโอนเงินคืนให้',
    en: 'Slip received, but you are on a break from play so it cannot be credited: a cashier will return the money',
  },
  'slip.unread_pending': {
    th: 'ส่งสลิปให้แอดมินตรวจแล้ว เครดิตจะเข้าเมื่อแอดมินตรวจยอดโอนและอนุมัติ',
    en: 'Slip sent to a cashier: the credit arrives once they find the transfer and approve it',
  },
  'slip.unread_too_many': {
    th: 'มีสลิปที่อ่าน QR ไม่ได้รอแอดมินตรวจครบ 3 รายการแล้ว กรุณารอผลก่อนส่งเพิ่ม',
    en: 'You already have 3 unread slips waiting for a cashier: please wait for them before sending more',
  },
  'slip.claim_required': { th: 'กรุณาระบุยอดที่โอน', en: 'Enter the amount you transferred' },
  'slip.claim_invalid': {
    th: 'ยอดเงินต้องเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง',
    en: 'The amount must be a number with at most 2 decimals',
  },
  'slip.claim_min': { th: 'ยอดฝากขั้นต่ำ 100 บาท', en: 'The minimum deposit is 100 baht' },
  'slip.claim_max': { th: 'ยอดฝากสูงสุด 100,000 บาทต่อสลิป', en: 'At most 100,000 baht per slip' },
  'deposit.unread_no_recheck': {
    th: 'สลิปนี้อ่าน QR ไม่ได้ ตรวจซ้ำไม่ได้ กรุณาตรวจกับรายการเดินบัญชี',
    en: 'This slip has no readable QR to check again: check the bank statement',
  },
  'deposit.not_found': { th: 'ไม่พบรายการฝาก', en: 'Deposit not found' },
  'deposit.already_decided': {
    th: 'รายการฝากนี้ถูกดำเนินการไปแล้ว',
    en: 'This deposit has already been decided',
  },
  'deposit.approved': { th: 'อนุมัติรายการฝากและเติมเครดิตแล้ว', en: 'Deposit approved and credited' },
  'deposit.rejected': { th: 'ปฏิเสธรายการฝากแล้ว', en: 'Deposit rejected' },
  'withdraw.not_found': { th: 'ไม่พบรายการถอน', en: 'Withdrawal not found' },
  'withdraw.already_decided': {
    th: 'รายการถอนนี้ถูกดำเนินการไปแล้ว',
    en: 'This withdrawal has already been decided',
  },
  'withdraw.paid': { th: 'บันทึกการจ่ายเงินแล้ว', en: 'Withdrawal marked as paid' },
  'withdraw.rejected': { th: 'ปฏิเสธรายการถอนและคืนเงินให้สมาชิกแล้ว', en: 'Withdrawal rejected and refunded' },
  'deposit_account.not_found': { th: 'ไม่พบบัญชีรับฝาก', en: 'Deposit account not found' },
  'deposit_account.taken': {
    th: 'บัญชีนี้มีอยู่ในระบบแล้ว',
    en: 'This bank account is already registered',
  },
  'deposit_account.created': { th: 'เพิ่มบัญชีรับฝากแล้ว', en: 'Deposit account added' },
  'deposit_account.updated': { th: 'บันทึกบัญชีรับฝากแล้ว', en: 'Deposit account saved' },
  'validation.account_name_required': { th: 'กรุณากรอกชื่อบัญชี', en: 'Account holder name is required' },
  'sandbox.slip_created': { th: 'สร้างสลิปทดสอบแล้ว', en: 'Test slip created' },

  // rewards: coins, redeem, affiliate (spec §5, §8; DESIGN §7)
  'redeem.cash_ok': {
    th: 'แลกเหรียญสำเร็จ เครดิตเข้ากระเป๋าเงินแล้ว',
    en: 'Redeemed: the credit is in your balance',
  },
  'redeem.goods_ok': {
    th: 'แลกของรางวัลสำเร็จ รอเจ้าหน้าที่จัดส่ง',
    en: 'Redeemed: your prize will be shipped to you',
  },
  'redeem.not_enough_coins': { th: 'คุณมีเหรียญไม่เพียงพอ', en: 'You do not have enough points' },
  'redeem.address_required': {
    th: 'กรุณากรอกข้อมูลที่อยู่สำหรับจัดส่ง',
    en: 'Please enter the delivery address information',
  },
  'redeem.login_required': { th: 'กรุณาเข้าสู่ระบบก่อนแลกของรางวัล', en: 'Please log in to redeem' },
  'redeem.item_not_found': { th: 'ไม่พบของรางวัลนี้', en: 'This prize does not exist' },
  'redeem.item_inactive': { th: 'ของรางวัลนี้ปิดการแลกแล้ว', en: 'This prize can no longer be redeemed' },
  'redeem.out_of_stock': { th: 'ของรางวัลนี้หมดแล้ว', en: 'This prize is out of stock' },
  'redeem.price_changed': {
    th: 'จำนวนเหรียญของรางวัลนี้เปลี่ยนแล้ว กรุณาตรวจสอบอีกครั้ง',
    en: 'The price of this prize has changed, please check it again',
  },
  'redeem.failed': { th: 'แลกของรางวัลไม่สำเร็จ', en: 'Redeem failed' },
  'redeem.error': { th: 'เกิดข้อผิดพลาดขณะแลกของรางวัล', en: 'An error occurred while redeeming' },
  'redeem.history_failed': { th: 'โหลดประวัติการแลกไม่สำเร็จ', en: 'Failed to load redeem history' },
  'redeem_item.name_required': { th: 'กรุณากรอกชื่อของรางวัล', en: 'Please enter the prize name' },
  'redeem_item.point_invalid': {
    th: 'จำนวนเหรียญต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป',
    en: 'The price must be a whole number of coins, at least 1',
  },
  'redeem_item.stock_invalid': {
    th: 'จำนวนคงเหลือต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป',
    en: 'The stock must be a whole number, 0 or more',
  },
  'redeem_item.image_invalid': {
    th: 'รูปภาพต้องเป็นไฟล์ PNG, JPEG หรือ WebP',
    en: 'The image must be a PNG, JPEG or WebP file',
  },
  'redeem_item.image_too_large': { th: 'รูปภาพต้องมีขนาดไม่เกิน 1 MB', en: 'The image must be 1 MB or smaller' },
  'redeem_item.image_saved': { th: 'อัปโหลดรูปภาพแล้ว', en: 'Image uploaded' },
  'redeem_item.not_found': { th: 'ไม่พบของรางวัล', en: 'Prize not found' },
  'redeem_item.cash_tier_fixed': {
    th: 'ของรางวัลแลกเงินสด (รายการ 5, 6, 7) มีราคาเหรียญคงที่ แก้ไขได้เฉพาะชื่อ รูป และสถานะ',
    en: 'The cash tiers (items 5, 6, 7) have fixed prices: only the name, image and status can change',
  },
  'redeem_item.created': { th: 'เพิ่มของรางวัลแล้ว', en: 'Prize added' },
  'redeem_item.updated': { th: 'บันทึกของรางวัลแล้ว', en: 'Prize saved' },
  'redeem_order.not_found': { th: 'ไม่พบรายการแลก', en: 'Redeem order not found' },
  'redeem_order.already_decided': {
    th: 'รายการแลกนี้ถูกดำเนินการไปแล้ว',
    en: 'This redeem order has already been handled',
  },
  'redeem_order.shipped': { th: 'บันทึกการจัดส่งแล้ว', en: 'Order marked as shipped' },
  'redeem_order.cancelled': {
    th: 'ยกเลิกรายการแลกและคืนเหรียญให้สมาชิกแล้ว',
    en: 'Order cancelled and the coins returned',
  },
} as const satisfies Record<string, { th: string; en: string }>;

/**
 * What a member can meet: every message but the console's own. The member app renders these (its
 * i18n merges them), and only these ship in its first load (bench (d)); the two-step login's, the
 * audit log's and the reports' words reach the console alone.
 */
export const memberMessages = {
  ...coreMessages,
  ...gameMessages,
  ...stepMessages,
  ...stakeMessages,
  ...wagerMessages,
  ...riskMessages,
  ...referralMessages,
  ...playMessages,
  ...eventMessages,
  ...chatMessages,
  ...accessMessages,
  ...inputMessages,
  ...cashierMessages,
  ...passwordResetMessages,
  ...consoleSessionMessages,
} as const;

/** The whole catalogue: the member's and the console's own. */
export const messages = {
  ...memberMessages,
  ...totpMessages,
  ...staffMessages,
  ...auditMessages,
  ...reportMessages,
  ...memberAccountMessages,
  ...slipRecheckMessages,
  ...playDeskMessages,
} as const;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

export function translate(key: string, lang: 'th' | 'en'): string {
  return isMessageKey(key) ? messages[key][lang] : key;
}
