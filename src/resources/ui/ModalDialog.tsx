import Dialog, { type DialogProps } from '@mui/material/Dialog';
import type { Theme } from '@mui/material/styles';

/** Spec §9 "Modal minimum size: 500x400" (docs/decisions/181). */
export const MODAL_MIN_WIDTH = 500;
export const MODAL_MIN_HEIGHT = 400;

/**
 * The paper of every modal: at least 500×400 from the `sm` breakpoint up; below it (phones) the
 * modal fills the screen, so it is never wider than the viewport. CSS only, so the first paint
 * already has the right size (no media-query hook flipping `fullScreen` after mount).
 */
export const modalPaperSx = (theme: Theme) => ({
  [theme.breakpoints.up('sm')]: { minWidth: MODAL_MIN_WIDTH, minHeight: MODAL_MIN_HEIGHT },
  [theme.breakpoints.down('sm')]: {
    margin: 0,
    width: '100%',
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    borderRadius: 0,
  },
});

/** The paper's size is the modal's: callers style the content, not the paper. */
export type ModalDialogProps = Omit<DialogProps, 'PaperProps' | 'fullScreen'>;

/**
 * A modal in the spec's sense: a dialog that holds a form, a record or a picker (add/edit, view,
 * 分配经理, goods picker, chat). Confirmations (确认 / 取消 message boxes), the settings drawer, menu
 * search, image previews and the editor's own small dialogs are not modals and stay plain MUI
 * `Dialog`s (decision 181).
 */
export function ModalDialog({ slotProps, ...props }: ModalDialogProps) {
  return <Dialog {...props} slotProps={{ ...slotProps, paper: { sx: modalPaperSx } }} />;
}
