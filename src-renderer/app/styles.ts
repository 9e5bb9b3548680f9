/**
 * The app's CSS, in the entry chunk: Mantine's own stylesheets whole, in the order Mantine requires (the core first,
 * then the other packages'), then Balcão's global rules, after Mantine's so they win at equal specificity.
 * Importing them whole, not component by component, is D647.
 */
import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './navigation.css';
