/** Being built (issue 13). */
export default function ReelsFeedPage() {
  return <div data-testid="reels-feed-page" />;
}
