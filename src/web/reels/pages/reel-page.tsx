/** Being built (issue 13). */
export default function ReelPage() {
  return <div data-testid="reel-page" />;
}
