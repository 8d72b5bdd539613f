/** `/evaluate/{id}`: Reviews of a brand (`all`: every brand): popular, latest, classic. Being built (issue 10). */
export default function ReviewsTabPage() {
  return null;
}
