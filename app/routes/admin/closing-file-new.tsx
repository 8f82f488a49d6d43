/** Being built (issue 16); replaced by its page. */
export default function Route() {
  return null;
}
