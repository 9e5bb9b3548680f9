/** Placeholder: renders the open write dialog. */
export default function WriteDialogHost() {
  return null;
}
