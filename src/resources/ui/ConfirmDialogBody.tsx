import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  title: string;
  content: string;
  danger: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation: 取消 and 确定 (red when destructive), busy while the call runs. Loaded on the
 * click that asks (`ConfirmDialog` in SchemaActions.tsx; docs/decisions/345-shell-parts-on-their-event.md).
 */
export function ConfirmDialogBody(props: ConfirmDialogProps) {
  const translate = useTranslate();
  const confirm = useConfirmHold(props.busy);
  const busy = props.busy || confirm.held;
  return (
    <Dialog open onClose={busy ? undefined : props.onClose} aria-labelledby="schema-action-confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="schema-action-confirm-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          {translate('engine.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={props.danger ? 'error' : 'primary'}
          onClick={() => {
            if (busy) return;
            confirm.hold();
            props.onConfirm();
          }}
          disabled={busy}
          autoFocus
          startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {translate('engine.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 确定 is held from the click until the caller's `busy` has come and gone: a second click that
 * lands before the caller's pending state reaches the screen (react-query reports it on a timer)
 * must not send the call again (issue 25: the console never repeats a write). A caller that starts
 * nothing (no busy within a second) gets the button back.
 */
function useConfirmHold(busy: boolean): { held: boolean; hold: () => void } {
  const [held, setHeld] = useState(false);
  const sawBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      sawBusy.current = true;
      return;
    }
    if (!held) return;
    if (sawBusy.current) {
      sawBusy.current = false;
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(false), 1000);
    return () => clearTimeout(timer);
  }, [busy, held]);
  return {
    held,
    hold: () => {
      sawBusy.current = false;
      setHeld(true);
    },
  };
}
