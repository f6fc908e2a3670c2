/** What a save that could not be made tells the person, in words: shown at the editor's Save button. */
export const saveWords = {
  diskFull:
    "Not saved: the server's disk is full, so nothing was changed. Your changes are kept here; ask whoever runs the server to free some space, then save again.",
  saveInProgress:
    "Not saved: another save is being made at this moment. Your changes are kept here; save again in a moment.",
};
