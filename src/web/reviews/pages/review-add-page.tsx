/** `/evaluate/add`: Write (or edit, `?id=`) a taste review: cascading pickers or typed names, levels, pictures, points tip. Being built (issue 10). */
export default function ReviewAddPage() {
  return null;
}
