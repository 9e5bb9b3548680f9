/**
 * The CSS of the first screen, in the entry chunk (render-blocking): instead
 * of all of @mantine/core/styles.css (246 KiB), Mantine's global styles and
 * the styles of the components the shell and the login screen render.
 *
 * Order matters (same specificity everywhere: the later rule wins), so it is
 * Mantine's own order, as in @mantine/core/styles.css:
 *  1. the global styles, first and in this order (Mantine's "Global styles" guide);
 *  2. the components other components are built on (Mantine's CSS files list:
 *     "styles for components that are reused in other components"). They
 *     are here even where the first screen does not need them so that they
 *     always precede the styles loaded later with the screens
 *     (./screen-styles.ts), whose components build on them;
 *  3. the components of the shell (App.tsx), the login screen and ErrorAlert.
 *
 * tests/budgets/mantine-css.test.ts checks that every Mantine component the
 * renderer imports has its styles here or in ./screen-styles.ts, and that
 * the first screen's have them here.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
// Balcão's own global rules, after Mantine's so they win at equal specificity.
import './navigation.css';
