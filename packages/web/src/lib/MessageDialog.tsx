import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface MessageDialogChoice {
  label: string;
  onClick: () => void;
  primary?: boolean;
}

/** A dialog with a title, one sentence and the spec's choices ("Personnel Created", "All information Added"). */
export const MessageDialog = ({
  open,
  title,
  text,
  choices,
}: {
  open: boolean;
  title: string;
  text: string;
  choices: MessageDialogChoice[];
}) => (
  <Dialog open={open} aria-labelledby="message-dialog-title" aria-describedby="message-dialog-text">
    <DialogTitle id="message-dialog-title">{title}</DialogTitle>
    <DialogContent>
      <DialogContentText id="message-dialog-text">{text}</DialogContentText>
    </DialogContent>
    <DialogActions>
      {choices.map((c) => (
        <Button key={c.label} onClick={c.onClick} variant={c.primary ? 'contained' : 'text'}>
          {c.label}
        </Button>
      ))}
    </DialogActions>
  </Dialog>
);
