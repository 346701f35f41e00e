// Every dialog of the app opens through this root: Chakra's Dialog.Root with a lighter scroll lock.
// Chakra's own lock sets a `--scrollbar-width` variable on <html>, and a variable there makes the
// browser restyle every element of the page (every element inherits Chakra's ~970 token
// variables from <html>): ~120 ms on a phone, once to open and once to close. `overflow: hidden`
// on <html> holds the page still the same way and restyles that one element (docs/decisions.md,
// "Diálogos sem refazer a página inteira").
import { Dialog } from '@chakra-ui/react';
import { useEffect } from 'react';

let openDialogs = 0;

/** Holds the page still under the dialogs; where a scrollbar takes room (desktop), its gutter stays, so nothing shifts. */
function lockPageScroll() {
  const html = document.documentElement;
  if (openDialogs++ === 0) {
    const scrollbarTakesRoom = window.innerWidth > html.clientWidth;
    Object.assign(html.style, { overflow: 'hidden', scrollbarGutter: scrollbarTakesRoom ? 'stable' : '' });
  }
  return () => {
    if (--openDialogs === 0) Object.assign(html.style, { overflow: '', scrollbarGutter: '' });
  };
}

export function DialogRoot(props: Dialog.RootProps) {
  const open = !!props.open;
  useEffect(() => (open ? lockPageScroll() : undefined), [open]);
  return <Dialog.Root {...props} preventScroll={false} />;
}
