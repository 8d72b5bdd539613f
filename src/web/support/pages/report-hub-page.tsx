/** Being built (issue 14). */
export default function ReportHubPage() {
  return null;
}
