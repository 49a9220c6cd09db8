import { SimpleForm, type SimpleFormProps } from 'react-admin';

/**
 * A record answer that arrives after the user started typing (an edit page shows the list's copy of the
 * record first, then the record's own answer; a refetch) refreshes only the fields the user has not
 * touched: a form never resets under the user's hands.
 */
export const KEEP_TYPED = { keepDirtyValues: true } as const;

/** SimpleForm of an edit page, keeping what the user typed when the record's answer changes (KEEP_TYPED). */
export const EditForm = (props: SimpleFormProps) => <SimpleForm resetOptions={KEEP_TYPED} {...props} />;
