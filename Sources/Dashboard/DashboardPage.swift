/// The dashboard's single page: HTML, style and script, all carried in the binary so it
/// works offline.
public enum DashboardPage {
    /// The complete HTML document.
    public static let document: String =
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        + "<title>Inertia dashboard</title><style>\n" + style + "\n</style></head>\n"
        + body
        + "\n<script>\n" + script + "\n</script>\n</html>\n"
}
