/** Being built (issue 13). */
export default function ReelsDraftPage() {
  return <div data-testid="reels-draft-page" />;
}
