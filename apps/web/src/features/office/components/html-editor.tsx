import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/** The message body: Mantine's tiptap editor (bold, lists, headings, links), HTML out. */
export function HtmlEditor({ label, value, onChange, error }: { label: string; value: string; onChange: (html: string) => void; error?: string | undefined }) {
  const { t } = useTranslation('office');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <Input.Wrapper label={label} required error={error}>
      <RichTextEditor editor={editor} labels={{ boldControlLabel: t('editor.bold'), italicControlLabel: t('editor.italic'), h3ControlLabel: t('editor.heading'), bulletListControlLabel: t('editor.bullets'), orderedListControlLabel: t('editor.numbers'), linkControlLabel: t('editor.link'), unlinkControlLabel: t('editor.unlink') }} data-testid="message-body">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
