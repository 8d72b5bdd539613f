/** Being built (issue 13). */
export default function ReelsReleasePage() {
  return <div data-testid="reels-release-page" />;
}
