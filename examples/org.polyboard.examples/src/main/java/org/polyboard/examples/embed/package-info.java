/** A client of the solve service, exported so that another bundle can use it as a service. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.polyboard.examples.embed;
