/** `/store/{id}`: A store: details, ratings, products seen there. Being built (issue 10). */
export default function StorePage() {
  return null;
}
