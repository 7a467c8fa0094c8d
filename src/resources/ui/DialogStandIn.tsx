import { Box, Modal, Paper, type SxProps, type Theme } from '@mui/material';
import { OnDemandFallback } from './onDemand';

/**
 * Where a dialog whose code loads on its click opens meanwhile (docs/decisions/345-shell-parts-on-their-event.md):
 * MUI's Modal (already on the page for popovers and drawers) with a paper in the dialog's place,
 * holding 正在加载… (role status) or, after a failed import, the message with 重试 (role alert).
 * Escape and a click beside it close it, as the dialog does. It is a dialog named `label` only
 * when given one (decision 320: a dialog found by its name has its content, so a dialog whose
 * title is not all it shows — a confirmation and its question — gives none).
 */
export function DialogStandIn(props: {
  open?: boolean;
  label?: string;
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
  paperSx?: SxProps<Theme>;
}) {
  return (
    <Modal open={props.open ?? true} onClose={props.onClose}>
      <Box
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) props.onClose();
        }}
        sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', outline: 0 }}
      >
        <Paper
          {...(props.label ? { role: 'dialog', 'aria-modal': true, 'aria-label': props.label } : {})}
          elevation={24}
          data-testid="dialog-stand-in"
          sx={[{ position: 'relative', m: 4, width: 'calc(100% - 64px)', maxWidth: 444, outline: 0 }, ...(Array.isArray(props.paperSx) ? props.paperSx : [props.paperSx])]}
        >
          <OnDemandFallback error={props.error} onRetry={props.onRetry} />
        </Paper>
      </Box>
    </Modal>
  );
}
