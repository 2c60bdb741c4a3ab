//
//  ViewController.swift
//  MyApp
//
//  Created by Jane Appleseed on 26/11/2026.
//

import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
    }


}

