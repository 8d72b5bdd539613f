/** Being built (issue 14). */
export default function ReportFormPage() {
  return null;
}
