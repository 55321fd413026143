/** "SCB · 1234567890 · สมชาย" (a dash where the member has no bank account yet). */
export function bankLine(b: {
  bank_name: string | null;
  bank_acc_no: string | null;
  bank_acc_name: string | null;
}) {
  return [b.bank_name, b.bank_acc_no, b.bank_acc_name].filter(Boolean).join(' · ') || '—';
}
