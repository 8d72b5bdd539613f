/** `/reply/{id}`: One comment and all its replies. Being built (issue 9). */
export default function ReplyPage() {
  return null;
}
