/** Being built (issue 14). */
export default function MySharesPage() {
  return null;
}
