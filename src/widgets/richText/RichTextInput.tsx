import { useMemo } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useInput, useTranslate, type Validator } from 'react-admin';
import { appImageUpload } from './appUpload';
import { EDITOR_AUTO_FOCUS } from './constants';
import { isEmptyHtml } from './html';
import RichTextEditor from './RichTextEditor';
import type { CheckHook, VideoCheckHook } from './linkRules';
import type { ToolbarKey } from './toolbarKeys';
import type { MediaUploadConfig } from './upload';

export interface RichTextInputProps {
  source: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  validate?: Validator | Validator[];
  maxLength?: number;
  placeholder?: string;
  toolbarKeys?: readonly ToolbarKey[];
  imageUpload?: MediaUploadConfig;
  autoFocus?: boolean;
  /** wangEditor's check hooks (docs/spec.md §5). */
  checkLink?: CheckHook;
  checkImage?: (src: string, alt: string, href: string) => boolean | string | undefined | null;
  checkVideo?: VideoCheckHook;
}

/** `<p><br></p>` and friends count as empty for "required". */
const requiredHtml: Validator = (value: unknown) => (typeof value !== 'string' || isEmptyHtml(value) ? 'ra.validation.required' : undefined);

/**
 * react-admin input for stored wangEditor HTML. Built on `useInput` + Tiptap; the editor
 * reloads only when the form value differs from the HTML it last emitted (Chinese IME safe).
 */
export function RichTextInput({ source, label, required, disabled, helperText, validate, maxLength = 0, placeholder, toolbarKeys, imageUpload, autoFocus = EDITOR_AUTO_FOCUS, checkLink, checkImage, checkVideo }: RichTextInputProps) {
  const translate = useTranslate();
  const validators = useMemo(() => {
    const list = validate ? (Array.isArray(validate) ? validate : [validate]) : [];
    return required ? [requiredHtml, ...list] : list;
  }, [validate, required]);
  const { id, field, fieldState, isRequired } = useInput({ source, validate: validators, defaultValue: '' });
  const upload = useMemo(() => imageUpload ?? appImageUpload(), [imageUpload]);
  const errorMessage = fieldState.error?.message;
  const showError = Boolean(fieldState.invalid && (fieldState.isTouched || errorMessage));
  const labelText = label ? translate(label, { _: label }) : translate(`resources.fields.${source}`, { _: source });
  return (
    <FormControl fullWidth error={showError} margin="dense" disabled={disabled}>
      <FormLabel id={`${id}-label`} required={isRequired} sx={{ mb: 0.5, fontSize: 14 }}>
        {labelText}
      </FormLabel>
      <RichTextEditor
        id={id}
        ariaLabel={labelText}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(html) => field.onChange(html)}
        onBlur={field.onBlur}
        maxLength={maxLength}
        placeholder={placeholder}
        toolbarKeys={toolbarKeys}
        imageUpload={upload}
        disabled={disabled}
        autoFocus={autoFocus}
        checkLink={checkLink}
        checkImage={checkImage}
        checkVideo={checkVideo}
        error={showError}
      />
      {(showError || helperText) && <FormHelperText>{showError && errorMessage ? translate(errorMessage, { _: errorMessage }) : helperText}</FormHelperText>}
    </FormControl>
  );
}

export default RichTextInput;
