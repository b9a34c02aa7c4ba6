import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

/**
 * An <img> that keeps the srcset, width and height the upload route gives it: the post sanitizer
 * lets exactly these through (and only for this site's uploads).
 */
const UploadedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute("srcset"),
        renderHTML: (attributes: { srcset?: string | null }) =>
          attributes.srcset ? { srcset: attributes.srcset } : {},
      },
    };
  },
}).configure({ inline: false, allowBase64: false });

/**
 * What a post can hold, and nothing else: pasted Word or Google Docs HTML is parsed into these
 * nodes, so its styles, classes, fonts and comments never reach the form (the server's
 * sanitizer checks again on save). Underline is StarterKit's own (3.x bundles it): pasted
 * underlines are kept, as <u>.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["mailto", "tel"],
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  UploadedImage,
];
