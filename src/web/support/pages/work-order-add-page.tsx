/** Being built (issue 14). */
export default function WorkOrderAddPage() {
  return null;
}
