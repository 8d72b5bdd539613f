/** Being built (issue 13). */
export default function ReelsListPage() {
  return <div data-testid="reels-list-page" />;
}
