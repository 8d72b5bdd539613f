/** Being built (issue 13). */
export default function ReelsCoverPage() {
  return <div data-testid="reels-cover-page" />;
}
