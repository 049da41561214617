export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

type Opener = (request: ConfirmRequest) => Promise<boolean>;

let opener: Opener | null = null;

/** Registered by the one dialog host; a page without the host answers 'no' rather than acting unasked. */
export function registerConfirmOpener(open: Opener | null): void {
  opener = open;
}

/** Asks the player to confirm (role alertdialog, focus kept inside, Escape cancels). */
export function confirmDialog(request: ConfirmRequest): Promise<boolean> {
  return opener ? opener(request) : Promise.resolve(false);
}
