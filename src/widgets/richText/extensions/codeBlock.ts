import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import groovy from 'highlight.js/lib/languages/groovy';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import lua from 'highlight.js/lib/languages/lua';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import vbnet from 'highlight.js/lib/languages/vbnet';
import xml from 'highlight.js/lib/languages/xml';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    wCodeBlock: {
      /** Paragraphs → code block; a code block → plain paragraphs split by line. */
      toggleWCodeBlock: (language?: string) => ReturnType;
    };
  }
}

/** The ~20 languages of wangEditor's code menu. */
export const lowlight = createLowlight({ bash, c, cpp, csharp, css, go, groovy, java, javascript, lua, markdown, php, python, ruby, sql, swift, typescript, vbnet, xml });
lowlight.registerAlias({ xml: ['html'], javascript: ['jsx'], vbnet: ['visual-basic'] });

export const CodeBlock = CodeBlockLowlight.extend({
  addCommands() {
    return {
      ...this.parent?.(),
      toggleWCodeBlock:
        (language?: string) =>
        ({ state, tr, dispatch, commands }) => {
          const { $from } = state.selection;
          const code = $from.parent;
          if (code.type.name !== 'codeBlock') return commands.setCodeBlock(language ? { language } : undefined);
          const lines = code.textContent.split('\n');
          const paragraph = state.schema.nodes.paragraph;
          const nodes = lines.map((line) => paragraph.create(null, line ? state.schema.text(line) : null));
          if (dispatch) dispatch(tr.replaceWith($from.before(), $from.after(), nodes));
          return true;
        },
    };
  },
}).configure({ lowlight, defaultLanguage: null, enableTabIndentation: false });
