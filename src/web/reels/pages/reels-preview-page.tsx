/** Being built (issue 13). */
export default function ReelsPreviewPage() {
  return <div data-testid="reels-preview-page" />;
}
