import { useEffect, useReducer } from 'react';
import {
  DefaultEditorOptions,
  ImageButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  ClearButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import Code from '@mui/icons-material/Code';
import DataObject from '@mui/icons-material/DataObject';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import TableChart from '@mui/icons-material/TableChart';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';

/**
 * The article body editor: ra-input-rich-text (Tiptap) limited to the elements articles allow (links, blockquote,
 * inline code, emphasis, headings 1–6, horizontal rule, image, ordered and unordered lists, paragraph, preformatted
 * block, strong, tables) — the server's allow-list `ARTICLE_ALLOWED_TAGS`. Underline, strike-through, colours,
 * highlight and alignment of the default toolbar are left out, so the editor cannot make what the server would
 * strip. (Scripts are never accepted: the server strips them.)
 */

type EditorOptions = NonNullable<RichTextInputProps['editorOptions']>;
type Extension = NonNullable<EditorOptions['extensions']>[number];

/**
 * The commands the toolbar uses. (ra-input-rich-text and the table extension pin different patch versions of
 * Tiptap's types; the bundle has one Tiptap — see vite.config.ts `dedupe` — so the editor is described here.)
 */
interface ArticleEditor {
  isEditable: boolean;
  isActive(name: string): boolean;
  on(event: 'transaction', listener: () => void): void;
  off(event: 'transaction', listener: () => void): void;
  chain(): ArticleChain;
}
interface ArticleChain {
  focus(): ArticleChain;
  toggleBold(): ArticleChain;
  toggleItalic(): ArticleChain;
  toggleCode(): ArticleChain;
  toggleCodeBlock(): ArticleChain;
  setHorizontalRule(): ArticleChain;
  insertTable(options: { rows: number; cols: number; withHeaderRow: boolean }): ArticleChain;
  deleteTable(): ArticleChain;
  run(): boolean;
}

const defaultExtensions: Extension[] = DefaultEditorOptions.extensions ?? [];
const extension = (name: string): Extension => {
  const found = defaultExtensions.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`ra-input-rich-text has no ${name} extension`);
  return found;
};

/** Tiptap extensions of the article body: StarterKit without underline and strike, images, tables. */
export const articleEditorOptions: EditorOptions = {
  ...DefaultEditorOptions,
  extensions: [
    extension('starterKit').configure({
      underline: false,
      strike: false,
      link: { openOnClick: false, autolink: true },
    }),
    extension('image'),
    ...([Table.configure({ resizable: false }), TableRow, TableHeader, TableCell] as unknown as Extension[]),
  ],
};

/** Re-renders on every editor transaction (the buttons show the active marks). */
function useEditorTransactions(editor: ArticleEditor | null): void {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', tick);
    return () => {
      editor.off('transaction', tick);
    };
  }, [editor]);
}

/** Strong, emphasis, inline code, preformatted block, horizontal rule and a 3×3 table with a header row. */
function ArticleMarkButtons() {
  const editor = useTiptapEditor() as unknown as ArticleEditor | null;
  useEditorTransactions(editor);
  const active = editor
    ? (['bold', 'italic', 'code', 'codeBlock', 'table'] as const).filter((name) => editor.isActive(name))
    : [];
  const run = (name: string) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (name === 'bold') chain.toggleBold().run();
    else if (name === 'italic') chain.toggleItalic().run();
    else if (name === 'code') chain.toggleCode().run();
    else if (name === 'codeBlock') chain.toggleCodeBlock().run();
    else if (name === 'hr') chain.setHorizontalRule().run();
    else if (name === 'table') {
      if (editor.isActive('table')) chain.deleteTable().run();
      else chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
    }
  };
  const buttons = [
    { value: 'bold', label: 'Strong', icon: <FormatBold fontSize="inherit" /> },
    { value: 'italic', label: 'Emphasis', icon: <FormatItalic fontSize="inherit" /> },
    { value: 'code', label: 'Inline code', icon: <Code fontSize="inherit" /> },
    { value: 'codeBlock', label: 'Preformatted block', icon: <DataObject fontSize="inherit" /> },
    { value: 'hr', label: 'Horizontal rule', icon: <HorizontalRule fontSize="inherit" /> },
    {
      value: 'table',
      label: active.includes('table') ? 'Delete table' : 'Insert table',
      icon: <TableChart fontSize="inherit" />,
    },
  ];
  return (
    <ToggleButtonGroup size="small" value={active} disabled={!editor?.isEditable}>
      {buttons.map((button) => (
        <ToggleButton
          key={button.value}
          value={button.value}
          aria-label={button.label}
          title={button.label}
          onClick={() => run(button.value)}
        >
          {button.icon}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The article's `bodyHtml` input. */
export function ArticleBodyInput(props: Omit<RichTextInputProps, 'toolbar' | 'editorOptions'>) {
  return (
    <RichTextInput
      {...props}
      editorOptions={articleEditorOptions}
      sx={{
        '& .ProseMirror table': { borderCollapse: 'collapse', my: 1 },
        '& .ProseMirror th, & .ProseMirror td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& .ProseMirror pre': { bgcolor: 'action.hover', p: 1, borderRadius: 1 },
      }}
      toolbar={
        <RichTextInputToolbar size="small">
          <LevelSelect size="small" />
          <ArticleMarkButtons />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <ImageButtons size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
