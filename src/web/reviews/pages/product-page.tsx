/** `/product/{id}`: A product: pictures, statistics and its reviews. Being built (issue 10). */
export default function ProductPage() {
  return null;
}
