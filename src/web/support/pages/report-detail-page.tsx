/** Being built (issue 14). */
export default function ReportDetailPage() {
  return null;
}
