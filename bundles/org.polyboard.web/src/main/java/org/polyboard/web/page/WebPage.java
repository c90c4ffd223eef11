package org.polyboard.web.page;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.http.whiteboard.propertytypes.HttpWhiteboardResource;

/** The page's static files (plain HTML, CSS and JavaScript in {@code /static} of this bundle) under {@code /ui}. */
@Component(service = WebPage.class)
@HttpWhiteboardResource(pattern = "/ui/*", prefix = "/static")
public final class WebPage {

    /** Where the page is. */
    public static final String PAGE = "/ui/index.html";
}
