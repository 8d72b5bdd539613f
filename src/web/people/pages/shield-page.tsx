/** `/setting/shield`: Blocked and muted members, hidden items. Being built (issue 9). */
export default function ShieldPage() {
  return null;
}
