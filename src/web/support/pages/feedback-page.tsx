/** Being built (issue 14). */
export default function FeedbackPage() {
  return null;
}
