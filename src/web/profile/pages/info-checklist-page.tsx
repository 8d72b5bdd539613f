/** Being built (issue 14). */
export default function InfoChecklistPage() {
  return null;
}
