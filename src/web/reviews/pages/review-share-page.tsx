/** `/evaluate/share`: Share a review (`?id=`): its card and a link to copy or send. Being built (issue 10). */
export default function ReviewSharePage() {
  return null;
}
