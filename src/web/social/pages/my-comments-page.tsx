/** `/my/comments`: What I wrote: comments and replies. Being built (issue 9). */
export default function MyCommentsPage() {
  return null;
}
