import { useState } from 'react';
import type { PackBlock } from '@piba/shared';
import { blocksToText, sameBlocks, textToBlocks } from '../blocks';
import { Field } from './field';

/**
 * A slide's paragraphs and lists as one text: an empty line between blocks, "- " before each
 * item of a list, **two asterisks** around bold words. The text is kept as typed (an empty line
 * being typed is not a block yet); it is written again from the blocks only when they change
 * from elsewhere (the draft loaded again).
 */
export function BlocksField({
  label,
  blocks,
  onChange,
  helperText,
}: {
  label: string;
  blocks: PackBlock[] | undefined;
  onChange: (blocks: PackBlock[]) => void;
  helperText?: string;
}) {
  const [text, setText] = useState(() => blocksToText(blocks));
  const [shown, setShown] = useState(blocks);
  if (shown !== blocks) {
    setShown(blocks);
    if (!sameBlocks(textToBlocks(text), blocks)) setText(blocksToText(blocks));
  }
  return (
    <Field
      label={label}
      value={text}
      multiline
      minRows={3}
      helperText={helperText}
      onChange={(value) => {
        setText(value);
        onChange(textToBlocks(value));
      }}
    />
  );
}
