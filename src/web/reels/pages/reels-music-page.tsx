/** Being built (issue 13). */
export default function ReelsMusicPage() {
  return <div data-testid="reels-music-page" />;
}
