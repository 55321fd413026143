// How Thai banks print an account number: ten digits as xxx-x-xxxxx-x (branch, type,
// serial, check digit: KBANK, SCB, KTB, BBL, BAY, TTB all print it so); twelve digits (GSB, BAAC) in
// fours; other lengths in threes from the left, a short last group joined to the one before. Text
// that is not all digits is shown as it is.
const TEN_DIGIT_GROUPS = [3, 1, 5, 1];

function groupsOf(digits: string): number[] {
  if (digits.length === 10) return TEN_DIGIT_GROUPS;
  if (digits.length === 12) return [4, 4, 4];
  const groups: number[] = [];
  for (let left = digits.length; left > 0; left -= 3) groups.push(Math.min(3, left));
  const last = groups.at(-1);
  if (groups.length > 1 && last === 1) {
    groups.pop();
    groups[groups.length - 1] = 4;
  }
  return groups;
}

/** "0123456789" → "012-3-45678-9"; copy the bare digits (bankAccountDigits), never this. */
export function formatBankAccountNo(accountNo: string): string {
  const digits = bankAccountDigits(accountNo);
  if (digits.length < 4 || digits !== accountNo.replace(/[\s-]/g, '')) return accountNo;
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsOf(digits)) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** The digits alone: what a banking app's transfer form takes when pasted. */
export function bankAccountDigits(accountNo: string): string {
  return accountNo.replace(/\D/g, '');
}
