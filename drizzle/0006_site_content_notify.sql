-- Every change to what the public pages show (posts and their old addresses) tells each app
-- instance, through NOTIFY on commit, to drop its cached pages. A trigger rather than application
-- code, so every writer counts: the editor, the API, another instance, or a hand-written UPDATE.
CREATE OR REPLACE FUNCTION notify_site_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_notify_site_content_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
FOR EACH STATEMENT EXECUTE FUNCTION notify_site_content_changed();
--> statement-breakpoint
CREATE TRIGGER post_slug_redirects_notify_site_content_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_slug_redirects
FOR EACH STATEMENT EXECUTE FUNCTION notify_site_content_changed();
